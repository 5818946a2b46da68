final class MockArticlesService {
    weak var pane: HomePaneContract?
}
