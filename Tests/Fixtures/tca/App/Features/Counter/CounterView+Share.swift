import SwiftUI

extension CounterView {
    func shareFact() async -> String? {
        try? await FactClient.liveValue.fetch(store.count)
    }
}
