struct Country: Codable, Equatable, Identifiable {
    typealias Code = String
    let alpha3Code: Code
    let name: String
    let population: Int
    var id: Code { alpha3Code }
}
