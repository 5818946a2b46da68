enum FeatureFixtures {
    static let profileName = "Ada"
}
