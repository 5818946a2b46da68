import ComposableArchitecture
import SwiftUI

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        VStack {
            Text("\(store.count)")
            Button("−") { store.send(.decrementButtonTapped) }
            Button("+") { store.send(.incrementButtonTapped) }
            Button("Fact") { store.send(.factButtonTapped) }
            if let fact = store.fact { Text(fact) }
        }
    }
}
