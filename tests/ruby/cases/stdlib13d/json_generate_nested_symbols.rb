require 'json'
p({a: {b: [:c, nil]}}.to_json, JSON.parse({a: 1}.to_json, symbolize_names: true), JSON.generate([]), JSON.generate({}))
