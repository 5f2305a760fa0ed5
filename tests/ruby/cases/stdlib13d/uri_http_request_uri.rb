require 'uri'
p URI("http://h/path?q=1").request_uri, URI("http://h").request_uri, URI("https://h/a%20b").path, URI::HTTPS.build(host: "x", port: 8443).to_s
