import ComposableArchitecture
import SwiftUI

@Reducer
struct RoutineList {
    @ObservableState
    struct State: Equatable {
        var rows: [RoutineDisplay] = []
        var filter: [FilterCell] = []
        var badge: StreakBadgeView?
    }

    enum Action {
        case rowTapped(RoutineDisplay)
        case filterChanged(FilterCell)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .rowTapped(let row):
                state.rows.removeAll { $0.id == row.id }
                return .none
            case .filterChanged(let cell):
                state.filter.append(cell)
                return .none
            }
        }
    }
}
