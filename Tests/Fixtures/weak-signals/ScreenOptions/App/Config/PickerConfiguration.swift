/// How the picker looks and behaves, set by the app that shows it.
struct PickerConfiguration {
    var tapAction: SelectionTapAction = .preview
    var media: MediaOptions = [.photo, .video]
    var stickerTabs: [StickerTabModel] = []
    var placeholder: Photo?
}
