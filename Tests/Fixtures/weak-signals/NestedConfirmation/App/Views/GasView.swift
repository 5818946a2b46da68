import SwiftUI

struct GasView: View {
    let wallet: Wallet

    var body: some View {
        Text(wallet.address)
    }
}
