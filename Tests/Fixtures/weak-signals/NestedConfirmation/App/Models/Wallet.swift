/// A wallet the app keeps.
struct Wallet: Codable {
    let address: String
}
