protocol CafeRepository {
    func cafes() async throws -> [CafeModel]
}
