import PantryKit
import SwiftUI

struct ShelfView: View {
    let items: [PantryItem]

    var body: some View {
        List(items, id: \.name) { Text($0.name) }
    }
}
