import SwiftUI

extension Directory {
    struct View: SwiftUI.View {
        let store: StoreOf<Directory>

        var body: some SwiftUI.View {
            ForEach(store.names, id: \.self) { Directory.row($0) }
        }
    }
}

extension Directory {
    static func row(_ name: String) -> some SwiftUI.View {
        Card(title: name).padding()
    }
}
