/// How wide a line of text draws, estimated without a font: the SVG drawings size their boxes
/// before any browser measures anything, and must come out the same on every machine.
///
/// The table is Helvetica's advance widths (Adobe's metrics, in thousandths of the font size)
/// for printable ASCII, which Arial and Liberation Sans share. Drawings ask for
/// `Helvetica, Arial, sans-serif`; where none is installed the fallback (often DejaVu Sans) is
/// up to a tenth wider, so every estimate is 10 % larger than the table says. Characters outside
/// ASCII count as a capital letter's width (0.67), wide East Asian ones as a full em.
package enum TextWidth {
    /// Advance widths of the characters 32 (space) to 126 (`~`), per 1000 units of font size.
    static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
    ]
    /// The margin for fallback fonts, in percent.
    static let fallbackMargin = 110

    /// The estimated width of `text` (one line) at `fontSize`.
    package static func of(_ text: String, fontSize: Double) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 32 && value <= 126 {
                thousandths += Int(ascii[Int(value - 32)])
            } else if value >= 0x1100 && isWide(value) {
                thousandths += 1000
            } else if value >= 0x20 {
                thousandths += 667
            }
        }
        return Double(thousandths * fallbackMargin) / 100_000 * fontSize
    }

    /// Hangul, CJK, kana, full-width forms and emoji: drawn a full em wide.
    static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
            || (0x20000...0x3FFFD).contains(value)
    }
}
