struct UserEntity: Codable {
    let name: String
}
