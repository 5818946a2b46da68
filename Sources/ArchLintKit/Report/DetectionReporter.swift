/// `archlint detect`: the pattern, the evidence for it, and the areas that differ.
package enum DetectionReporter {
    /// Read in ten seconds: the verdict, its evidence, the areas with their `use` lines, and the
    /// runners-up on one line.
    package static func text(_ detection: Detection) -> String {
        guard let pattern = detection.pattern else {
            return "pattern: none — \(detection.reason ?? "no evidence")\n"
        }
        var text = "pattern: \(pattern) (confidence \(JSONValue.twoDecimals(detection.confidence)))\n"
        if let closeCall = detection.closeCall { text += "  close call: \(closeCall)\n" }
        for line in detection.candidates[0].evidence { text += "  - \(line)\n" }
        if !detection.areas.isEmpty {
            text += "areas that follow another pattern:\n"
            for area in detection.areas {
                text += "  \(area.useLine)   # \(area.evidence.joined(separator: "; "))\n"
            }
        }
        let others = detection.candidates.dropFirst().map { "\($0.preset) \(JSONValue.twoDecimals($0.score))" }
        if !others.isEmpty { text += "other candidates: \(others.joined(separator: ", "))\n" }
        return text
    }

    /// The document docs/schemas/detect.schema.json describes.
    package static func json(_ detection: Detection) -> String {
        JSONValue.object([
            ("pattern", .optional(detection.pattern)),
            ("confidence", .fraction(detection.confidence)),
            ("reason", .optional(detection.reason)),
            ("closeCall", .optional(detection.closeCall)),
            ("candidates", .array(detection.candidates.map { candidate in
                .object([
                    ("preset", .string(candidate.preset)),
                    ("score", .fraction(candidate.score)),
                    ("evidence", .array(candidate.evidence.map(JSONValue.string))),
                ])
            })),
            ("areas", .array(detection.areas.map { area in
                .object([
                    ("path", .string(area.path)),
                    ("pattern", .string(area.pattern)),
                    ("confidence", .fraction(area.confidence)),
                ])
            })),
        ]).rendered()
    }
}
