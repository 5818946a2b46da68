/// The crop tool's ratio options: only its screens use them.
enum CropRatio: CaseIterable {
    case square, portrait, landscape

    var title: String {
        switch self {
        case .square: return "1:1"
        case .portrait: return "3:4"
        case .landscape: return "4:3"
        }
    }
}
