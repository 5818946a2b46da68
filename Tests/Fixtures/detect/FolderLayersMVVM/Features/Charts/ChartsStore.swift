import Observation

@Observable
final class ChartsStore {
    var charts: [WeeklyChart] = []
    private let client: LastFMClient
    private let cache = ChartCache()

    init(client: LastFMClient) {
        self.client = client
    }

    func load(user: String) async {
        if let cached = cache.charts(for: user) { charts = cached; return }
        charts = (try? await client.weeklyCharts(user: user)) ?? []
        cache.store(charts, for: user)
    }
}
