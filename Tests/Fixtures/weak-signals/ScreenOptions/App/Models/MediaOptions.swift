/// Which media the picker lists.
struct MediaOptions: OptionSet {
    let rawValue: Int

    static let photo = MediaOptions(rawValue: 1)
    static let video = MediaOptions(rawValue: 2)
}
