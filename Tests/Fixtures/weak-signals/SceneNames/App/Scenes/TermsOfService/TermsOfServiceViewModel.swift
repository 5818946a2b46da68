final class TermsOfServiceViewModel {
    private let service: TermsService

    init(service: TermsService) {
        self.service = service
    }

    func text() -> String {
        service.currentTerms()
    }
}
