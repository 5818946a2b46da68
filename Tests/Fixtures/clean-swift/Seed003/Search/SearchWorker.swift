//
//  SearchWorker.swift
//

import UIKit

class SearchWorker {
    func fetchRepositories(text: String?, completion: @escaping(Result<Search.FetchRepositories.Response, Error>) -> Void) {
        var urlComponents = URLComponents(string: "https://api.github.com/search/repositories")
        urlComponents?.queryItems = [
            URLQueryItem(name: "q", value: text)
        ]
            
        URLSession.shared.dataTask(with: (urlComponents?.url)!) { data, response, error in
            guard error == nil else {
                completion(.failure(error!))
                return
            }
                
            if let response = response as? HTTPURLResponse, response.statusCode == 200, let data = data {
                do {
                    let searchResponse = try JSONDecoder().decode(Search.FetchRepositories.Response.self, from: data)
                    completion(.success(searchResponse))
                } catch {
                    print("error : \(error.localizedDescription)")
                    completion(.failure(error))
                }
            }
        }.resume()
    }
}
