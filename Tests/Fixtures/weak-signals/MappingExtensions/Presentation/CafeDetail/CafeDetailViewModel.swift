final class CafeDetailViewModel {
    let rows: [CafeRowViewModel]

    init(cafe: CafeModel) {
        rows = [cafe.rowViewModel]
    }
}

struct CafeRowViewModel {
    let title: String
    let subtitle: String
}

extension CafeModel {
    var rowViewModel: CafeRowViewModel {
        CafeRowViewModel(title: name, subtitle: "\(rating)")
    }
}

extension CafeDetailViewController {
    func reload(from repository: CafeRepository) async throws {
        _ = try await repository.cafes()
    }
}

extension CafeModel {
    func detailScreen() -> CafeDetailViewController {
        CafeDetailViewController()
    }
}
