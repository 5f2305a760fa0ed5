def [(k); end
