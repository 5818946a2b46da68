/// Where a photo comes from.
enum PhotoSource {
    case library, camera
}
