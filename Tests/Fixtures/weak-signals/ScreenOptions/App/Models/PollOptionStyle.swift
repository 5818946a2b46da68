/// How a poll option's cell looks.
enum PollOptionStyle: Hashable {
    case plain, highlighted
}
