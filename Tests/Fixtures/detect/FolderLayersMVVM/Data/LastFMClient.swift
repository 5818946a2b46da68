import Foundation

// Folders named after layers, but no layer kept: the screens' stores call this client
// directly, and it implements no contract of Domain's.
final class LastFMClient {
    private let session = URLSession.shared

    func weeklyCharts(user: String) async throws -> [WeeklyChart] {
        let url = URL(string: "https://ws.audioscrobbler.example/2.0/?user=\(user)")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([WeeklyChart].self, from: data)
    }

    func album(id: String) async throws -> Album {
        let url = URL(string: "https://ws.audioscrobbler.example/2.0/?album=\(id)")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Album.self, from: data)
    }
}
