begin
  risky
rescue ArgumentError, TypeError => e
  handle e
rescue IOError
  retry
rescue => e
  log e
rescue
else
  fine
ensure
  cleanup
end
begin
  x
rescue
end
begin
ensure
end
