import ComposableArchitecture
import UIKit

final class ChartView: UIView {}

@Reducer
struct RoutineEditor {
    @ObservableState
    struct State: Equatable {
        var title = ""
        var chart: ChartView?
    }

    enum Action {
        case titleChanged(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .titleChanged(let title):
                state.title = title
                return .none
            }
        }
    }
}
