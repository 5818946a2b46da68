import UIKit

final class CoinDetailViewModel {
    let coin: Coin

    init(coin: Coin) {
        self.coin = coin
    }

    var priceColor: UIColor { coin.change >= 0 ? .systemGreen : .systemRed }
}
