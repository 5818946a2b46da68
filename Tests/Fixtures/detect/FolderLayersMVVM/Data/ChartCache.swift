import Foundation

final class ChartCache {
    private var charts: [String: [WeeklyChart]] = [:]

    func charts(for user: String) -> [WeeklyChart]? { charts[user] }
    func store(_ value: [WeeklyChart], for user: String) { charts[user] = value }
}
