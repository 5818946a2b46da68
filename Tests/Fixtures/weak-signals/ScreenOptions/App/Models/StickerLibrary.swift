final class StickerLibrary {
    private(set) var stickers: [Sticker] = []

    func add(_ sticker: Sticker) {
        stickers.append(sticker)
    }
}
