import SwiftUI

struct CartView: View {
    let presenter: CartPresenter
    // archlint:ignore role-convention -- the preview builds its own service
    let service: ProfileService

    var body: some View { Text("Cart") }
}
