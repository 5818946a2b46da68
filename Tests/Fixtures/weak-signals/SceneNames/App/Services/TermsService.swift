final class TermsService {
    func currentTerms() -> String { "…" }
}
