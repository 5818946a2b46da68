/// What tapping a photo in the picker does: the picker's options.
enum SelectionTapAction: CaseIterable {
    case preview, select
}
