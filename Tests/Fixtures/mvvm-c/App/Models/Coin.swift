import Foundation

struct Coin: Decodable, Hashable {
    let symbol: String
    let price: Double
    let change: Double
}
