class AppError < StandardError; end
class DbError < AppError; end
class ConnError < DbError; end

[ConnError, DbError, AppError, RuntimeError].each do |klass|
  begin
    raise klass, "#{klass} raised"
  rescue ConnError => e
    puts "conn handler: #{e.message}"
  rescue DbError => e
    puts "db handler: #{e.message}"
  rescue AppError => e
    puts "app handler: #{e.message}"
  rescue => e
    puts "generic handler: #{e.message}"
  end
end
handlers = [DbError, AppError]
begin
  raise ConnError
rescue *handlers => e
  puts "splat rescue got #{e.class}"
end
p ConnError.ancestors.take(4)
p ConnError.new.message
