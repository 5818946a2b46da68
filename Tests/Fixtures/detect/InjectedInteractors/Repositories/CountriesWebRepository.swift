import Foundation

protocol CountriesWebRepository {
    func countries() async throws -> [Country]
    func country(code: Country.Code) async throws -> Country
}

struct RealCountriesWebRepository: CountriesWebRepository {
    let session = URLSession.shared
    let baseURL = URL(string: "https://restcountries.example")!

    func countries() async throws -> [Country] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("all"))
        return try JSONDecoder().decode([Country].self, from: data)
    }

    func country(code: Country.Code) async throws -> Country {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(code))
        return try JSONDecoder().decode(Country.self, from: data)
    }
}
