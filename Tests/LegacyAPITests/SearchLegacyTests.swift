// A location search with a debounced query and a forecast request per tapped result, written
// like the 2021 search case study: a client struct of effect-returning closures, `.failing`
// clients in tests, and the environment swapped mid-test.
import ComposableArchitecture
import XCTest

struct SearchLocation: Equatable, Identifiable {
  var id: Int
  var title: String
}

struct SearchForecast: Equatable {
  var summary: String
  var temperature: Double
}

struct SearchClient {
  var search: (String) -> Effect<[SearchLocation], Failure>
  var forecast: (SearchLocation.ID) -> Effect<SearchForecast, Failure>

  struct Failure: Error, Equatable {}
}

extension SearchClient {
  static let failing = Self(
    search: { _ in .failing("SearchClient.search") },
    forecast: { _ in .failing("SearchClient.forecast") }
  )
}

struct SearchState: Equatable {
  var locations: [SearchLocation] = []
  var forecast: SearchForecast?
  var forecastRequestInFlight: SearchLocation?
  var searchQuery = ""
}

enum SearchAction: Equatable {
  case forecastResponse(SearchLocation.ID, Result<SearchForecast, SearchClient.Failure>)
  case locationTapped(SearchLocation)
  case searchQueryChanged(String)
  case searchResponse(Result<[SearchLocation], SearchClient.Failure>)
}

struct SearchEnvironment {
  var client: SearchClient
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let searchReducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  struct SearchLocationID: Hashable {}
  struct ForecastRequestID: Hashable {}

  switch action {
  case .forecastResponse(_, .failure):
    state.forecastRequestInFlight = nil
    return .none

  case let .forecastResponse(id, .success(forecast)):
    guard id == state.forecastRequestInFlight?.id else { return .none }
    state.forecast = forecast
    state.forecastRequestInFlight = nil
    return .none

  case let .locationTapped(location):
    state.forecastRequestInFlight = location
    return environment.client.forecast(location.id)
      .receive(on: environment.mainQueue)
      .catchToEffect { SearchAction.forecastResponse(location.id, $0) }
      .cancellable(id: ForecastRequestID(), cancelInFlight: true)

  case let .searchQueryChanged(query):
    state.searchQuery = query

    // When the query is cleared we can clear the search results, but we have to make sure to
    // cancel any in-flight search requests too, otherwise we may get data coming in later.
    guard !query.isEmpty else {
      state.locations = []
      state.forecast = nil
      return .cancel(id: SearchLocationID())
    }

    return environment.client.search(query)
      .receive(on: environment.mainQueue)
      .catchToEffect()
      .debounce(id: SearchLocationID(), for: 0.3, scheduler: environment.mainQueue)
      .map(SearchAction.searchResponse)

  case let .searchResponse(.success(locations)):
    state.locations = locations
    return .none

  case .searchResponse(.failure):
    state.locations = []
    return .none
  }
}

private let mockLocations = [
  SearchLocation(id: 1, title: "Brooklyn"),
  SearchLocation(id: 2, title: "Los Angeles"),
  SearchLocation(id: 3, title: "San Francisco"),
]

final class SearchLegacyTests: XCTestCase {
  let scheduler = DispatchQueue.test

  func testSearchAndClearQuery() {
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: .failing,
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.environment.client.search = { _ in Effect(value: mockLocations) }
    store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    self.scheduler.advance(by: 0.3)
    store.receive(.searchResponse(.success(mockLocations))) {
      $0.locations = mockLocations
    }
    store.send(.searchQueryChanged("")) {
      $0.locations = []
      $0.searchQuery = ""
    }
  }

  func testSearchFailure() {
    var environment = SearchEnvironment(
      client: .failing,
      mainQueue: self.scheduler.eraseToAnyScheduler()
    )
    environment.client.search = { _ in Effect(error: SearchClient.Failure()) }

    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: environment
    )

    store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    self.scheduler.advance(by: 0.3)
    store.receive(.searchResponse(.failure(SearchClient.Failure())))
  }

  func testDebounceOnlyRunsTheLastQuery() {
    var queries: [String] = []
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: SearchClient(
          search: { query in
            Effect.result {
              queries.append(query)
              return .success(mockLocations.filter { $0.title.hasPrefix(query) })
            }
          },
          forecast: { _ in .failing("forecast") }
        ),
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.searchQueryChanged("B")) { $0.searchQuery = "B" }
    self.scheduler.advance(by: 0.2)
    store.send(.searchQueryChanged("Br")) { $0.searchQuery = "Br" }
    self.scheduler.advance(by: 0.2)
    store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    self.scheduler.advance(by: 0.2)
    XCTAssertEqual(queries, [])
    self.scheduler.advance(by: 0.1)
    XCTAssertEqual(queries, ["Bro"])
    store.receive(.searchResponse(.success([mockLocations[0]]))) {
      $0.locations = [mockLocations[0]]
    }
  }

  func testClearQueryCancelsInFlightSearchRequest() {
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: .failing,
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )
    store.environment.client.search = { _ in Effect(value: mockLocations) }

    store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    self.scheduler.advance(by: 0.2)
    store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    self.scheduler.run()
  }

  func testTapOnLocation() {
    let forecast = SearchForecast(summary: "Clear", temperature: 22)
    let store = TestStore(
      initialState: SearchState(locations: mockLocations),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: .failing,
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )
    store.environment.client.forecast = { _ in Effect(value: forecast) }

    store.send(.locationTapped(mockLocations[0])) {
      $0.forecastRequestInFlight = mockLocations[0]
    }
    self.scheduler.advance()
    store.receive(.forecastResponse(1, .success(forecast))) {
      $0.forecast = forecast
      $0.forecastRequestInFlight = nil
    }
  }

  func testTapOnLocationCancelsInFlightRequest() {
    let forecast = SearchForecast(summary: "Rain", temperature: 12)
    let store = TestStore(
      initialState: SearchState(locations: mockLocations),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: .failing,
        mainQueue: self.scheduler.eraseToAnyScheduler()
      )
    )

    store.assert(
      .environment {
        $0.client.forecast = { _ in Effect(value: forecast) }
      },
      .send(.locationTapped(mockLocations[0])) {
        $0.forecastRequestInFlight = mockLocations[0]
      },
      .send(.locationTapped(mockLocations[1])) {
        $0.forecastRequestInFlight = mockLocations[1]
      },
      .do { self.scheduler.advance() },
      .receive(.forecastResponse(2, .success(forecast))) {
        $0.forecast = forecast
        $0.forecastRequestInFlight = nil
      }
    )
  }

  func testTapOnLocationFailure() {
    let store = TestStore(
      initialState: SearchState(locations: mockLocations),
      reducer: searchReducer,
      environment: SearchEnvironment(
        client: SearchClient(
          search: { _ in .failing("search") },
          forecast: { _ in Fail(error: SearchClient.Failure()).eraseToEffect() }
        ),
        mainQueue: .immediate
      )
    )

    store.send(.locationTapped(mockLocations[2])) {
      $0.forecastRequestInFlight = mockLocations[2]
    }
    store.receive(.forecastResponse(3, .failure(SearchClient.Failure()))) {
      $0.forecastRequestInFlight = nil
    }
  }
}
