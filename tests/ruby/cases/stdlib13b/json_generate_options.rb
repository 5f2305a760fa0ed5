require 'json'
p JSON.generate({"a" => [1, nil, true]}), {b: 1.5}.to_json, [1, "x"].to_json, "str".to_json, nil.to_json
