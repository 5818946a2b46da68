protocol CountriesInteractor {
    func load() async throws -> [Country]
    func details(of country: Country) async throws -> Country
}

struct RealCountriesInteractor: CountriesInteractor {
    let repository: CountriesWebRepository

    func load() async throws -> [Country] {
        try await repository.countries().sorted { $0.name < $1.name }
    }

    func details(of country: Country) async throws -> Country {
        try await repository.country(code: country.alpha3Code)
    }
}
