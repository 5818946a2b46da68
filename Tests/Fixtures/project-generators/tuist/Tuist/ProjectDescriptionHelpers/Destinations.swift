import ProjectDescription

extension Destinations {
    public static let phones: Destinations = [.iPhone]
}
