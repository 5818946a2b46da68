import Observation

@Observable
final class AlbumStore {
    var album: Album?
    private let client: LastFMClient

    init(client: LastFMClient) {
        self.client = client
    }

    func load(id: String) async {
        album = try? await client.album(id: id)
    }
}
