require 'net/http'
p Net::HTTP::Get::METHOD, Net::HTTP::Post::REQUEST_HAS_BODY, Net::HTTP::Head::RESPONSE_HAS_BODY, Net::HTTPSuccess.ancestors.include?(Net::HTTPResponse)
p Net::HTTPResponse::CODE_TO_OBJ["404"], Net::HTTPResponse::CODE_CLASS_TO_OBJ["5"], Net::HTTP.http_default_port, Net::HTTP.https_default_port
