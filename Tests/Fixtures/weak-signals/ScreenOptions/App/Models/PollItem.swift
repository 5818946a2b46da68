/// A poll list's diffable item, kept in `Models/`: the cells show it.
enum PollItem: Hashable {
    case option(title: String, style: PollOptionStyle)
}
