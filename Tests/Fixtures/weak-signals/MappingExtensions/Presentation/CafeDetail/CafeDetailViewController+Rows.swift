extension CafeDetailViewController {
    func firstRow(of cafe: CafeModel, repository: CafeRepository) async throws -> CafeRowViewModel? {
        _ = try await repository.cafes()
        return viewModel?.rows.first
    }
}
