// @generated
//  This file was automatically generated and should not be edited.

import Apollo
import Foundation

public final class FeedQuery: GraphQLQuery {
  public let operationDefinition: String = "query Feed { viewer { ...UserModel } }"

  public struct Data: GraphQLSelectionSet {
    public var viewer: UserModel?
  }
}

public struct UserModel: GraphQLFragment {
  public var name: String
  public var badgeView: BadgeView?
}

public enum BadgeView: String {
  case compact, full
}
