import Foundation

extension Movie {
    init(dto: MovieDTO) {
        self.init(id: dto.id, title: dto.title, releaseDate: nil)
    }
}
