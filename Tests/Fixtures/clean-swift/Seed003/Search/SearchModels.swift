//
//  SearchModels.swift
//

import UIKit

enum Search {
    // MARK: Use cases
    enum FetchRepositories {
        struct Request {
            let text: String?
        }
        struct Response: Codable {
            var total_count: Int = 0
            var incomplete_results: Bool = false
            var items: [Repository] = []
        }
        struct ViewModel {
            let fetchedRepositories: [Repository]
        }
    }
}

struct Repository: Codable {
    let name: String
    let html_url: String
}
