/// A photo of the library.
struct Photo {
    let identifier: String
    let source: PhotoSource
}
