property :owner_name, String, default: 'root'
