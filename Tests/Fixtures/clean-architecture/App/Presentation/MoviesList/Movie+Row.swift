// Presentation code adapting a Domain entity for the list; reaching into Data from here is
// Presentation using Data.
extension Movie {
    func rowTitle(in list: MoviesListViewModel) -> String {
        "\(list.titles.count). \(title)"
    }

    func reload() async throws -> [MovieDTO] {
        try await MoviesAPI().search(title)
    }
}
